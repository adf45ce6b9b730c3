/**
 * The SMS channel on a desktop (docs/elements.md): no desktop browser opens an `sms:` link, so the
 * number and the text to send are shown, with a QR code that opens the phone's composer with both
 * filled in. The code's modules come from a chunk loaded only now (qr-matrix.ts); until then, and if
 * it cannot load, the number and the text alone still say what to do.
 */
import { css } from '../../../styles/css';
import { useEffect, useRef, useState } from '../react-once';
import { LOG_PREFIX, SMS_CODE_DONE, SMS_CODE_HEADING, SMS_CODE_QR_LABEL } from '../../runtime/constants';
import type { SmsCode as Code } from '../../runtime/store';
import { useUiHost } from '../ui-host-context';
import { useInstance } from '../use-store';
import { useClassNames } from '../use-class-names';

const QR_PX = 168;

const box = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  margin-top: 12px;
  padding: 14px;
  border-radius: 10px;
  background: #ffffff;
  color: #1c1e21;
  font-size: 14px;
  line-height: 1.4;
  text-align: center;
`;

const heading = css`
  margin: 0;
  font-size: 15px;
  font-weight: 700;
`;

const plain = css`
  margin: 0;
`;

const strong = css`
  font-weight: 700;
  white-space: nowrap;
`;

const done = css`
  padding: 6px 16px;
  border: 1px solid #8d949e;
  border-radius: 6px;
  background: #ffffff;
  color: #1c1e21;
  font: inherit;
  cursor: pointer;
`;

/** One path of unit squares, so the code is a single element however many modules it has. */
function modulesPath(matrix: boolean[][]): string {
  let path = '';
  matrix.forEach((row, y) => row.forEach((dark, x) => dark && (path += `M${x} ${y}h1v1h-1z`)));
  return path;
}

function QrImage({ link }: { link: string }) {
  const [matrix, setMatrix] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let live = true;
    import('./qr-matrix').then(
      ({ qrMatrix }) => live && setMatrix(qrMatrix(link)),
      (error: unknown) => console.warn(`${LOG_PREFIX} the QR code could not be drawn:`, error),
    );
    return () => {
      live = false;
    };
  }, [link]);
  const size = matrix?.length ?? 0;
  return (
    <svg
      part="sms-qr"
      role="img"
      aria-label={SMS_CODE_QR_LABEL}
      width={QR_PX}
      height={QR_PX}
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      shapeRendering="crispEdges"
    >
      <rect x={-2} y={-2} width={size + 4} height={size + 4} fill="#ffffff" />
      {matrix && <path d={modulesPath(matrix)} fill="#000000" />}
    </svg>
  );
}

function SmsCodeView({ code, onDone }: { code: Code; onDone: () => void }) {
  const cx = useClassNames();
  // The channel button the visitor used makes way for the code: focus goes to its Done button.
  const doneRef = useRef<HTMLButtonElement>(null);
  useEffect(() => doneRef.current?.focus({ preventScroll: true }), []);
  return (
    <div part="sms-code" className={cx(box)} role="group" aria-label={SMS_CODE_HEADING}>
      <p className={cx(heading)}>{SMS_CODE_HEADING}</p>
      <QrImage link={code.link} />
      <p className={cx(plain)}>
        Text{' '}
        <span part="sms-code-body" className={cx(strong)}>
          {code.body}
        </span>{' '}
        to{' '}
        <span part="sms-code-phone" className={cx(strong)}>
          {code.phone}
        </span>
      </p>
      <button ref={doneRef} type="button" part="sms-code-done" className={cx(done)} onClick={onDone}>
        {SMS_CODE_DONE}
      </button>
    </div>
  );
}

/** The instance's code, while the keyword flow has one to show. */
export function SmsCode({ instanceId }: { instanceId: string }) {
  const { store } = useUiHost();
  const code = useInstance(instanceId, ({ smsForm }) => smsForm?.smsCode);
  if (!code) return null;
  return <SmsCodeView code={code} onDone={() => store.smsCodeSet(instanceId, undefined)} />;
}
