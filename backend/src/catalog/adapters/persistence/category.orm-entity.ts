import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'categories' })
export class CategoryOrmEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('varchar') key: string;
  @Column('varchar') slug: string;
  @Column('varchar') name: string;
  @Column({ name: 'name_lv', type: 'varchar', nullable: true }) nameLv: string | null;
  @Column({ name: 'name_en', type: 'varchar', nullable: true }) nameEn: string | null;
  @Column({ name: 'name_lt', type: 'varchar', nullable: true }) nameLt: string | null;
  @Column({ name: 'name_ee', type: 'varchar', nullable: true }) nameEe: string | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ name: 'description_lv', type: 'text', nullable: true }) descriptionLv: string | null;
  @Column({ name: 'description_en', type: 'text', nullable: true }) descriptionEn: string | null;
  @Column({ name: 'description_lt', type: 'text', nullable: true }) descriptionLt: string | null;
  @Column({ name: 'description_ee', type: 'text', nullable: true }) descriptionEe: string | null;
  @Column('varchar') status: 'active' | 'inactive';
  @Column('integer') priority: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
