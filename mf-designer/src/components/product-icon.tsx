import type { DesignProductType } from '@healing/platform';
import { BOARD_SIZE, SILHOUETTES } from '@healing/contracts';

/** A product type's silhouette, drawn from the same shapes as the live preview. */
export function ProductIcon({ type, className }: { type: DesignProductType; className?: string }) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${BOARD_SIZE} ${BOARD_SIZE}`}
      aria-hidden="true"
      focusable="false"
    >
      {SILHOUETTES[type].parts.map((part, index) => (
        <path
          key={index}
          d={part.d}
          fill={part.fill ?? 'none'}
          fillRule={part.evenOdd ? 'evenodd' : undefined}
          stroke={part.stroke}
          strokeWidth={part.stroke ? Math.max(part.lineWidth ?? 4, 14) : undefined}
          strokeDasharray={part.dash?.join(' ')}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
