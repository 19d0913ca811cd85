import { describe, expect, it } from '@jest/globals';
import { parseFormBody } from './form-body.js';

describe("Stripe's form encoding", () => {
  it('nests bracketed keys into objects and indexed keys into lists, as the SDK sends them', () => {
    const body =
      'mode=payment&line_items[0][price_data][currency]=eur&line_items[0][price_data][unit_amount]=1234' +
      '&line_items[0][price_data][product_data][name]=R%C4%ABga%20%26%20Tallinn&line_items[0][quantity]=2' +
      '&line_items[1][quantity]=1&metadata[order_id]=42&expand[0]=payment_intent';

    expect(parseFormBody(body)).toEqual({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'eur', unit_amount: '1234', product_data: { name: 'Rīga & Tallinn' } }, quantity: '2' },
        { quantity: '1' },
      ],
      metadata: { order_id: '42' },
      expand: ['payment_intent'],
    });
  });

  it('appends `[]` keys, keeps numeric metadata keys as keys and ignores prototype keys', () => {
    expect(parseFormBody('expand[]=a&expand[]=b&metadata[2024]=x&__proto__[polluted]=1&a[constructor][x]=1')).toEqual({
      expand: ['a', 'b'],
      metadata: { '2024': 'x' },
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads `+` as a space and an empty value as an empty string', () => {
    expect(parseFormBody('customer_email=&description=two+words')).toEqual({ customer_email: '', description: 'two words' });
  });
});
