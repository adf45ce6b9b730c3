/**
 * A picture of each kind for the kind picker: a browser page drawn small, with the widget where it
 * sits (a modal centred over a dimmed page, a bar along the top, a slide-in in a corner, a box among
 * the text…), in the product's blue. Decorative: the choice it stands in is named by its text, so
 * the picture is hidden from assistive technology. Drawn on whole pixels of a 160×110 box, so it is
 * crisp at that size.
 */
import type { ReactNode } from 'react';

const BLUE = '#0084ff';
const BLUE_SOFT = '#d6eaff';
const FRAME = '#cfd6df';
const CHROME = '#e2e7ee';
const LINE = '#dfe4ea';
const HEAD = '#c5cdd8';
const INK = '#1f2937';
const WHITE = '#fff';

/** The page's content area, below the browser's bar. */
const PAGE = { x: 8, y: 20, width: 144, height: 82 } as const;

function Bar({
  x,
  y,
  width,
  height = 4,
  fill = LINE,
  rx = 2,
}: {
  x: number;
  y: number;
  width: number;
  height?: number;
  fill?: string;
  rx?: number;
}) {
  return <rect x={x} y={y} width={width} height={height} rx={rx} fill={fill} />;
}

/** A page of text: a heading and lines, from `top` down. */
function TextLines({
  top = 28,
  lines = [124, 116, 120, 104, 122, 96, 118],
  gap = 8,
  heading = true,
}: {
  top?: number;
  lines?: number[];
  gap?: number;
  heading?: boolean;
}) {
  return (
    <g>
      {heading && <Bar x={18} y={top} width={64} height={6} fill={HEAD} rx={3} />}
      {lines.map((width, index) => (
        <Bar key={index} x={18} y={top + (heading ? 12 : 0) + index * gap} width={width} />
      ))}
    </g>
  );
}

/** The opt-in: a button, or on the SMS channel a phone field and its button. */
function Cta({
  x,
  y,
  width,
  height = 9,
  sms = false,
  light = false,
}: {
  x: number;
  y: number;
  width: number;
  height?: number;
  sms?: boolean;
  light?: boolean;
}) {
  const fill = light ? WHITE : BLUE;
  if (!sms) return <rect x={x} y={y} width={width} height={height} rx={3} fill={fill} />;
  const field = Math.round(width * 0.62);
  return (
    <g>
      <rect
        x={x + 0.5}
        y={y + 0.5}
        width={field - 3}
        height={height - 1}
        rx={2.5}
        fill={light ? BLUE_SOFT : WHITE}
        stroke={light ? BLUE_SOFT : '#aab4c2'}
      />
      <rect x={x + 3} y={y + 3} width={5} height={height - 6} rx={1} fill={light ? '#7fb8ff' : HEAD} />
      <rect x={x + field} y={y} width={width - field} height={height} rx={3} fill={fill} />
    </g>
  );
}

function Browser({ children }: { children: ReactNode }) {
  return (
    <g>
      <rect x={0} y={0} width={160} height={110} rx={8} fill="#eef2f7" />
      <rect x={8.5} y={8.5} width={143} height={93} rx={4.5} fill={WHITE} stroke={FRAME} />
      <path d="M9 20V13a4 4 0 0 1 4-4h134a4 4 0 0 1 4 4v7z" fill={CHROME} />
      <circle cx={15} cy={14.5} r={1.75} fill="#c3cbd6" />
      <circle cx={21} cy={14.5} r={1.75} fill="#c3cbd6" />
      <circle cx={27} cy={14.5} r={1.75} fill="#c3cbd6" />
      <rect x={36} y={12} width={80} height={5} rx={2.5} fill={WHITE} />
      <svg
        x={PAGE.x + 1}
        y={PAGE.y}
        width={PAGE.width - 2}
        height={PAGE.height - 1}
        viewBox={`${PAGE.x + 1} ${PAGE.y} ${PAGE.width - 2} ${PAGE.height - 1}`}
        overflow="hidden"
      >
        {children}
      </svg>
    </g>
  );
}

/** A white card with a title and the opt-in; `shadow` lifts it off the page. */
function Card({
  x,
  y,
  width,
  height,
  sms,
  shadow = true,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  sms: boolean;
  shadow?: boolean;
}) {
  const inner = width - 16;
  return (
    <g>
      {shadow && <rect x={x + 1} y={y + 2} width={width} height={height} rx={4} fill="#000" opacity={0.12} />}
      <rect x={x} y={y} width={width} height={height} rx={4} fill={WHITE} />
      <path d={`M${x} ${y + 4}a4 4 0 0 1 4-4h${width - 8}a4 4 0 0 1 4 4z`} fill={BLUE} />
      <Bar x={x + 8} y={y + 9} width={Math.round(inner * 0.8)} height={5} fill={INK} rx={2.5} />
      <Bar x={x + 8} y={y + 18} width={inner} height={3} rx={1.5} />
      <Bar x={x + 8} y={y + 24} width={Math.round(inner * 0.7)} height={3} rx={1.5} />
      <Cta x={x + 8} y={y + height - 16} width={inner} sms={sms} />
    </g>
  );
}

function Modal({ sms }: { sms: boolean }) {
  return (
    <>
      <TextLines />
      <rect x={PAGE.x} y={PAGE.y} width={PAGE.width} height={PAGE.height} fill="#111827" opacity={0.4} />
      <Card x={44} y={32} width={72} height={58} sms={sms} />
      <path d="M107 37l4 4m0-4l-4 4" stroke="#6b7280" strokeWidth={1.25} strokeLinecap="round" />
    </>
  );
}

function TopBar({ sms }: { sms: boolean }) {
  return (
    <>
      <rect x={PAGE.x} y={PAGE.y} width={PAGE.width} height={14} fill={BLUE} />
      <Bar x={22} y={25} width={58} height={4} fill={WHITE} />
      <Cta x={sms ? 96 : 104} y={23} width={sms ? 44 : 30} height={8} sms={sms} light />
      <TextLines top={42} lines={[124, 116, 120, 104, 110]} />
    </>
  );
}

function SlideIn({ sms }: { sms: boolean }) {
  return (
    <>
      <TextLines />
      <Card x={92} y={52} width={54} height={44} sms={sms} />
    </>
  );
}

function Takeover({ sms }: { sms: boolean }) {
  return (
    <>
      <rect x={PAGE.x} y={PAGE.y} width={PAGE.width} height={PAGE.height} fill={BLUE} />
      <Bar x={46} y={40} width={68} height={7} fill={WHITE} rx={3.5} />
      <Bar x={38} y={53} width={84} height={3} fill={BLUE_SOFT} rx={1.5} />
      <Bar x={50} y={60} width={60} height={3} fill={BLUE_SOFT} rx={1.5} />
      <Cta x={sms ? 44 : 54} y={72} width={sms ? 72 : 52} height={11} sms={sms} light />
    </>
  );
}

/** A card among the text of the page: the box, or the SMS card with its phone field. */
function InlineBox({ sms }: { sms: boolean }) {
  return (
    <>
      <TextLines lines={[124, 110]} />
      <rect x={18.5} y={57.5} width={123} height={29} rx={3.5} fill="#f2f8ff" stroke={BLUE} />
      {sms ? (
        <>
          <rect x={25} y={63} width={8} height={13} rx={2} fill={BLUE} />
          <rect x={27} y={65} width={4} height={7} rx={0.5} fill={WHITE} />
          <Bar x={39} y={63} width={48} height={5} fill={INK} rx={2.5} />
          <Bar x={39} y={71} width={36} height={3} rx={1.5} />
          <Cta x={92} y={65} width={44} height={10} sms />
        </>
      ) : (
        <>
          <Bar x={26} y={63} width={60} height={5} fill={INK} rx={2.5} />
          <Bar x={26} y={71} width={70} height={3} rx={1.5} />
          <Bar x={26} y={77} width={50} height={3} rx={1.5} />
          <Cta x={104} y={67} width={32} height={10} />
        </>
      )}
      <Bar x={18} y={92} width={118} />
    </>
  );
}

function InlineButton() {
  return (
    <>
      <TextLines lines={[124, 116, 96]} />
      <rect x={18} y={66} width={58} height={13} rx={6.5} fill={BLUE} />
      <Bar x={28} y={71} width={38} height={3} fill={WHITE} rx={1.5} />
      <Bar x={18} y={86} width={120} />
      <Bar x={18} y={94} width={100} />
    </>
  );
}

function Landing({ sms }: { sms: boolean }) {
  return (
    <>
      <rect x={PAGE.x} y={PAGE.y} width={PAGE.width} height={50} fill={BLUE_SOFT} />
      <Bar x={40} y={30} width={80} height={7} fill={INK} rx={3.5} />
      <Bar x={48} y={42} width={64} height={3} fill="#9bb8d6" rx={1.5} />
      <Cta x={sms ? 44 : 52} y={51} width={sms ? 72 : 56} height={11} sms={sms} />
      {[18, 66, 114].map((x) => (
        <g key={x}>
          <rect x={x} y={78} width={28} height={6} rx={2} fill={HEAD} />
          <Bar x={x} y={88} width={28} height={3} rx={1.5} />
          <Bar x={x} y={94} width={20} height={3} rx={1.5} />
        </g>
      ))}
    </>
  );
}

function Launcher() {
  return (
    <>
      <TextLines />
      {/* The channels it opens, over the bubble: Messenger, SMS, WhatsApp, e-mail. */}
      {[
        [46, BLUE],
        [58, '#3d9dff'],
        [70, '#79bbff'],
      ].map(([y, fill]) => (
        <g key={y}>
          <circle cx={138} cy={Number(y)} r={5} fill={String(fill)} />
          <circle cx={138} cy={Number(y)} r={1.5} fill={WHITE} />
        </g>
      ))}
      <circle cx={138} cy={88} r={8} fill={BLUE} />
      <path d="M134 86.5h8M134 89.5h5" stroke={WHITE} strokeWidth={1.5} strokeLinecap="round" />
    </>
  );
}

function CustomerChat() {
  return (
    <>
      <TextLines />
      <path d="M84.5 62.5h42a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3h-4l-3 4-3-4h-32a3 3 0 0 1-3-3v-12a3 3 0 0 1 3-3z" fill={WHITE} stroke={BLUE} />
      <Bar x={88} y={67} width={34} height={3} fill={INK} rx={1.5} />
      <Bar x={88} y={73} width={26} height={3} rx={1.5} />
      <circle cx={138} cy={89} r={8} fill={BLUE} />
      {/* Messenger's bolt */}
      <path d="M133.5 91.5l3.5-4 2.5 2.5 3.5-4" fill="none" stroke={WHITE} strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" />
    </>
  );
}

function CheckboxForm() {
  return (
    <>
      <Bar x={30} y={28} width={60} height={6} fill={HEAD} rx={3} />
      <rect x={30.5} y={39.5} width={99} height={11} rx={2.5} fill={WHITE} stroke="#b5bfcc" />
      <rect x={30.5} y={54.5} width={99} height={11} rx={2.5} fill={WHITE} stroke="#b5bfcc" />
      <rect x={30} y={71} width={10} height={10} rx={2} fill={BLUE} />
      <path d="M32.5 76l2 2 3.5-4" stroke={WHITE} strokeWidth={1.5} fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <Bar x={44} y={72} width={64} height={3} fill={BLUE} rx={1.5} />
      <Bar x={44} y={78} width={44} height={3} fill="#8cc4ff" rx={1.5} />
      <rect x={30} y={87} width={36} height={10} rx={3} fill="#9aa5b4" />
    </>
  );
}

/** Each kind's scene, by its widget type; the channel changes only the opt-in (a phone field on SMS). */
const SCENES: Readonly<Record<string, (props: { sms: boolean }) => ReactNode>> = {
  modal: Modal,
  bar: TopBar,
  slide_in: SlideIn,
  page_takeover: Takeover,
  box: InlineBox,
  button: InlineButton,
  landing: Landing,
  omnichat: Launcher,
  customer_chat: CustomerChat,
  checkbox: CheckboxForm,
};

export function KindPicture({ widgetType, channel }: { widgetType: string; channel: string }) {
  const Scene = SCENES[widgetType] ?? TextLines;
  return (
    <svg
      className="kind-picture"
      viewBox="0 0 160 110"
      width={160}
      height={110}
      aria-hidden="true"
      focusable="false"
      data-kind={widgetType}
    >
      <Browser>
        <Scene sms={channel === 'sms'} />
      </Browser>
    </svg>
  );
}
