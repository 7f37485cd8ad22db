import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobRunner } from './job-runner.js';
import { Scheduler } from './scheduler.js';

@Global()
@Module({ imports: [DiscoveryModule], providers: [JobRunner, Scheduler], exports: [JobRunner] })
export class JobsModule {}
