import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserOrmEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('varchar') email: string;
  @Column({ name: 'password_hash', type: 'text' }) passwordHash: string;
  @Column({ name: 'first_name', type: 'varchar' }) firstName: string;
  @Column({ name: 'last_name', type: 'varchar' }) lastName: string;
  @Column({ type: 'varchar', nullable: true }) phone: string | null;
  @Column('varchar') status: 'active' | 'inactive';
  @Column({ name: 'avatar_key', type: 'text', nullable: true }) avatarKey: string | null;
  @Column({ name: 'preferred_language', type: 'varchar' }) preferredLanguage: string;
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true }) emailVerifiedAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true }) lastSignInAt: Date | null;
}
