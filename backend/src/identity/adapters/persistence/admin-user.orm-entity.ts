import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'admin_users' })
export class AdminUserOrmEntity {
  @PrimaryColumn('varchar') email: string;
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId: string | null;
  @Column({ name: 'granted_by', type: 'varchar', nullable: true }) grantedBy: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
