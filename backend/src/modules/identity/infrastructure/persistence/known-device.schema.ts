import { defineEntity, p } from '@mikro-orm/core';
import { KnownDevice } from '../../domain/known-device.js';

export const KnownDeviceSchema = defineEntity({
  class: KnownDevice,
  schema: 'identity',
  tableName: 'known_devices',
  properties: {
    userId: p.uuid().primary(),
    tokenHash: p.blob().primary(),
    description: p.text(),
    firstSeenAt: p.datetime(),
    lastSeenAt: p.datetime(),
  },
});
