import { Module } from '@nestjs/common';
import { ConvertToUsdHandler, GetUsdRatesHandler } from './application/queries/convert-to-usd/convert-to-usd.handler.js';
import { ConvertFromUsdHandler } from './application/queries/convert-from-usd/convert-from-usd.handler.js';

/** Supported countries, FX rates, fees and partners. For now: the exchange rates other contexts use. */
@Module({ providers: [ConvertToUsdHandler, GetUsdRatesHandler, ConvertFromUsdHandler] })
export class InternationalModule {}
