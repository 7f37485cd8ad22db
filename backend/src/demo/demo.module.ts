import { Module } from '@nestjs/common';
import { SeedDemoJob } from './seed-demo.job.js';

/** The demo bank, seeded at start outside production (composes the contexts' public commands). */
@Module({ providers: [SeedDemoJob] })
export class DemoModule {}
