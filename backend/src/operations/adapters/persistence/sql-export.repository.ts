import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { ExportRepository, type ExportRecord, type NewExport } from '../../application/ports/export.repository.js';

const COLUMNS = `id, resource, status, progress, row_count AS "rowCount", filter, language, file_key AS "fileKey", created_at AS "createdAt",
  started_at AS "startedAt", finished_at AS "finishedAt"`;

@Injectable()
export class SqlExportRepository extends ExportRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async create(request: NewExport): Promise<ExportRecord> {
    const [created] = await this.sql.rows<ExportRecord>(
      `INSERT INTO data_exports (resource, filter, language, requested_by, requested_by_id) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [request.resource, JSON.stringify(request.filter), request.language, request.requestedBy.email, request.requestedBy.id],
    );
    return created;
  }

  async find(id: string): Promise<ExportRecord | null> {
    return (await this.sql.rows<ExportRecord>(`SELECT ${COLUMNS} FROM data_exports WHERE id = $1`, [id]))[0] ?? null;
  }

  async start(id: string): Promise<ExportRecord | null> {
    const rows = await this.sql.rows<ExportRecord>(
      `UPDATE data_exports SET status = 'running', progress = 0, started_at = now() WHERE id = $1 AND status <> 'done' RETURNING ${COLUMNS}`,
      [id],
    );
    return rows[0] ?? null;
  }

  async progress(id: string, percent: number): Promise<void> {
    await this.sql.rows(`UPDATE data_exports SET progress = $2 WHERE id = $1 AND status = 'running'`, [id, percent]);
  }

  async finish(id: string, rowCount: number, fileKey: string): Promise<void> {
    await this.sql.rows(`UPDATE data_exports SET status = 'done', progress = 100, row_count = $2, file_key = $3, finished_at = now() WHERE id = $1`, [id, rowCount, fileKey]);
  }

  async fail(id: string): Promise<void> {
    await this.sql.rows(`UPDATE data_exports SET status = 'failed', finished_at = now() WHERE id = $1 AND status <> 'done'`, [id]);
  }
}
