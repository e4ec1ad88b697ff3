/**
 * A valid AsyncAPI 3.0 document of `channels` channels, each with one message (its payload a shared
 * component schema) and one operation: the size of a large event catalogue, for the test and the
 * bench that show @asyncapi/parser's seconds of validation do not stall the server's event loop.
 */
export function largeAsyncApi(channels = 3000): Record<string, unknown> {
  const doc = {
    asyncapi: '3.0.0',
    info: { title: `Large Event Catalogue ${channels}`, version: '1.0.0' },
    servers: { production: { host: 'broker.example:9092', protocol: 'kafka' } },
    channels: {} as Record<string, unknown>,
    operations: {} as Record<string, unknown>,
    components: {
      schemas: {
        Event: {
          type: 'object',
          required: ['id', 'at'],
          properties: {
            id: { type: 'string', format: 'uuid' },
            at: { type: 'string', format: 'date-time' },
            data: { type: 'object', additionalProperties: true },
          },
        },
      },
    },
  };
  for (let i = 0; i < channels; i++) {
    const name = `topic${i}`;
    doc.channels[name] = {
      address: `events.domain${i % 50}.topic${i}`,
      description: `Events of topic ${i}.`,
      messages: {
        [`Event${i}`]: {
          name: `Event${i}`,
          contentType: 'application/json',
          payload: { $ref: '#/components/schemas/Event' },
        },
      },
    };
    doc.operations[`on${name}`] = {
      action: i % 2 ? 'send' : 'receive',
      channel: { $ref: `#/channels/${name}` },
      summary: `Topic ${i}`,
    };
  }
  return doc;
}
