import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { OneTimeTokenPurpose } from '../../domain/one-time-token.js';

@Entity({ name: 'one_time_tokens' })
export class OneTimeTokenOrmEntity {
  @PrimaryColumn('uuid') id: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column('varchar') purpose: OneTimeTokenPurpose;
  @Column({ name: 'token_hash', type: 'char', length: 64 }) tokenHash: string;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
