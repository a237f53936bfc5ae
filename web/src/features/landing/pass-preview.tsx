import { BRAND } from '../../app/brand.ts';
import { CheckCircleIcon } from './landing-icons.tsx';

/** A fixed, made-up pattern that reads as a QR code at a glance (decoration only). */
const QR_SIZE = 21;
const qrModules = (() => {
  const cells: [number, number][] = [];
  let seed = 20240917;
  const inFinder = (x: number, y: number) => (x < 8 && y < 8) || (x >= QR_SIZE - 8 && y < 8) || (x < 8 && y >= QR_SIZE - 8);
  for (let y = 0; y < QR_SIZE; y += 1) {
    for (let x = 0; x < QR_SIZE; x += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      if (!inFinder(x, y) && seed % 100 < 46) cells.push([x, y]);
    }
  }
  return cells;
})();
const FINDERS: [number, number][] = [
  [0, 0],
  [QR_SIZE - 7, 0],
  [0, QR_SIZE - 7],
];

const QrMark = () => (
  <svg viewBox={`-1 -1 ${QR_SIZE + 2} ${QR_SIZE + 2}`} className="vd-pass__qr" aria-hidden>
    <rect x={-1} y={-1} width={QR_SIZE + 2} height={QR_SIZE + 2} fill="#FFFFFF" />
    {FINDERS.map(([x, y]) => (
      <g key={`${x}-${y}`} fill={BRAND.navy}>
        <path d={`M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5z`} fillRule="evenodd" />
        <rect x={x + 2} y={y + 2} width={3} height={3} />
      </g>
    ))}
    {qrModules.map(([x, y]) => (
      <rect key={`${x}-${y}`} x={x} y={y} width={1.02} height={1.02} fill={BRAND.navy} />
    ))}
  </svg>
);

const Field = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <div className="vd-min0">
    <span className="vd-pass__field-label">{label}</span>
    <p className="vd-pass__field-value">{value}</p>
  </div>
);

/** The hero's illustration: what a visitor pass looks like in the product. */
export const PassPreview = () => (
  <div role="img" aria-label="Example of an approved visitor pass" className="vd-pass">
    <div aria-hidden className="vd-pass__band">
      <div className="vd-row vd-pass__band-row">
        <div className="vd-row vd-pass__brand">
          <img src="/favicon.svg" alt="" className="vd-pass__favicon" />
          <span className="vd-pass__label">Visitor pass</span>
        </div>
        <div className="vd-chip vd-chip--approved">
          <CheckCircleIcon />
          <span>Approved</span>
        </div>
      </div>
    </div>
    <div aria-hidden className="vd-pass__body">
      <div className="vd-row vd-pass__person">
        <div className="vd-pass__avatar">AK</div>
        <div className="vd-min0">
          <p className="vd-pass__name">Ananya Kapoor</p>
          <p className="vd-body2">Supplier · Northwind Metals</p>
        </div>
      </div>
      <div className="vd-pass__fields">
        <Field label="Date of visit" value="14-08-2026" />
        <Field label="Time" value="10:30 AM" />
        <Field label="Host" value="Rohan Mehta" />
        <Field label="Place to visit" value="Office & Shop Floor" />
      </div>
      <div className="vd-row vd-pass__foot">
        <QrMark />
        <div className="vd-pass__status">
          <div className="vd-row vd-pass__checked">
            <div className="vd-pass__dot" />
            <p className="vd-body2 vd-pass__checked-text">Checked in 10:26 AM</p>
          </div>
          <div className="vd-pass__ppe">
            {['Helmet', 'Goggles', 'Safety shoes'].map((item) => (
              <div key={item} className="vd-chip vd-chip--outlined">
                <span>{item}</span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  </div>
);
