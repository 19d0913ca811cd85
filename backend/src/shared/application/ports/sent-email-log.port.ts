/**
 * Which mail jobs have already reached the SMTP server. A job whose completion could not be recorded in the queue
 * (Redis went away mid-job) runs again; this log keeps it from sending the same email twice.
 */
export abstract class SentEmailLog {
  abstract wasSent(jobId: string): Promise<boolean>;
  abstract recordSent(jobId: string): Promise<void>;
}
