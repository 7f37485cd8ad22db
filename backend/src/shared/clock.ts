import { Injectable } from '@nestjs/common';

/** The time, injectable so tests can move it. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
