#!/bin/sh
# Runs in a versity/versitygw container before the api starts: creates the application's account and the bucket it
# owns. The account's role is "user", which reaches only the buckets it owns (or is granted), so the api's key reaches
# S3_BUCKET and nothing else. The root credentials stay with this step and the s3 server. Safe to run again: it creates
# what is missing, sets the account's secret from .env (a rotated S3_SECRET_ACCESS_KEY takes effect) and makes the
# account the bucket's owner.
set -eu
admin() {
  versitygw admin --access "$S3_ROOT_USER" --secret "$S3_ROOT_PASSWORD" --endpoint-url http://s3:9000 --region "$S3_REGION" "$@"
}
# The admin listings are tables: two heading lines, then the name in the first column.
listed() {
  awk -v name="$1" 'NR > 2 && $1 == name { found = 1 } END { exit !found }'
}

if admin list-users | listed "$S3_ACCESS_KEY_ID"; then
  admin update-user --access "$S3_ACCESS_KEY_ID" --secret "$S3_SECRET_ACCESS_KEY" --role user
else
  admin create-user --access "$S3_ACCESS_KEY_ID" --secret "$S3_SECRET_ACCESS_KEY" --role user
fi
if admin list-buckets | listed "$S3_BUCKET"; then
  admin change-bucket-owner --bucket "$S3_BUCKET" --owner "$S3_ACCESS_KEY_ID"
else
  admin create-bucket --bucket "$S3_BUCKET" --owner "$S3_ACCESS_KEY_ID"
fi
