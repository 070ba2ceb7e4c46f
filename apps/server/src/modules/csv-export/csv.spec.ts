import { csvChunks, neutralizeFormula, phoneText, toCsv, zonedIso } from './csv';

describe('toCsv', () => {
  it('writes a header, quotes what needs quoting and keeps every script', () => {
    const csv = toCsv(
      [{ name: 'Zoë "Z" Haddad, Jr.', at: new Date('2026-11-23T08:00:00Z'), ok: true, seats: 3 }],
      [
        { header: 'Name', value: (row) => row.name },
        { header: 'At', value: (row) => row.at },
        { header: 'OK', value: (row) => row.ok },
        { header: 'Seats', value: (row) => row.seats },
      ],
    );
    expect(csv).toBe('\uFEFFName,At,OK,Seats\n"Zoë ""Z"" Haddad, Jr.",2026-11-23T08:00:00.000Z,yes,3\n');
  });

  it.each(['=1+1', '+971 50 123 4567', '-2', '@SUM(A1)', '\t=cmd', '\r=x'])('neutralizes %p', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text alone', () => {
    expect(neutralizeFormula('Layla = teacher')).toBe('Layla = teacher');
  });
});

describe('phoneText', () => {
  it('keeps a phone number as typed, and as text in a spreadsheet', () => {
    const columns = [{ header: 'Phone', value: (row: { phone: string }) => phoneText(row.phone) }];
    const rows = ['0501234567', '050 123 4567', '+971 50 123 4567', '(555) 123-4567'].map((phone) => ({
      phone,
    }));
    expect(toCsv(rows, columns)).toBe(
      "\uFEFFPhone\n'0501234567\n050 123 4567\n'+971 50 123 4567\n(555) 123-4567\n",
    );
  });
});

describe('zonedIso', () => {
  it("writes an instant as the provider's clock shows it, with its offset", () => {
    expect(zonedIso(new Date('2026-11-23T21:30:05.250Z'), 'Asia/Dubai')).toBe('2026-11-24T01:30:05+04:00');
    expect(zonedIso(new Date('2026-11-23T08:00:00Z'), 'UTC')).toBe('2026-11-23T08:00:00+00:00');
  });

  it('writes dates in the time zone toCsv is given', () => {
    const columns = [{ header: 'At', value: (row: { at: Date }) => row.at }];
    expect(toCsv([{ at: new Date('2026-11-23T08:00:00Z') }], columns, 'Asia/Dubai')).toBe(
      '\uFEFFAt\n2026-11-23T12:00:00+04:00\n',
    );
  });
});

describe('csvChunks', () => {
  it('writes, batch by batch, the text toCsv writes at once', async () => {
    const columns = [{ header: 'Name', value: (row: { name: string }) => row.name }];
    const rows = [{ name: 'Layla' }, { name: '=Omar, Jr.' }, { name: 'Zoë' }];
    async function* batches() {
      yield rows.slice(0, 2);
      yield rows.slice(2);
    }
    const chunks: string[] = [];
    for await (const chunk of csvChunks(batches(), columns)) chunks.push(chunk);
    expect(chunks).toHaveLength(3);
    expect(chunks.join('')).toBe(toCsv(rows, columns));
    expect(chunks.join('')).toBe('\uFEFFName\nLayla\n"\'=Omar, Jr."\nZoë\n');
  });
});
