#!/bin/sh
# Runs in the minio/mc container before the api starts: creates the bucket, and the application's access key with
# a policy that reaches that one bucket only. The root credentials stay with this step and the s3 server.
set -eu
mc alias set store http://s3:9000 "$S3_ROOT_USER" "$S3_ROOT_PASSWORD"
mc mb --ignore-existing "store/$S3_BUCKET"
cat > /tmp/bucket-policy.json <<JSON
{
  "Version": "2012-10-17",
  "Statement": [
    { "Effect": "Allow", "Action": ["s3:GetBucketLocation", "s3:ListBucket"], "Resource": ["arn:aws:s3:::$S3_BUCKET"] },
    { "Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"], "Resource": ["arn:aws:s3:::$S3_BUCKET/*"] }
  ]
}
JSON
mc admin policy create store bte-bucket /tmp/bucket-policy.json
mc admin user add store "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
mc admin policy attach store bte-bucket --user "$S3_ACCESS_KEY_ID" || echo "policy already attached"
