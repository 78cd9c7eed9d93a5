import { Sparkles } from "lucide-react";
import { formatPoints, type Reward } from "./club-content";
import { RedeemButton } from "./redeem-button";

/**
 * A reward that flips on hover (and on keyboard focus, so its button is reachable). With reduced
 * motion the flip is instant.
 */
export function RewardCard({ reward, signupUrl }: { reward: Reward; signupUrl: string }) {
  return (
    <li className="group h-80 [perspective:1200px]" data-testid="reward-card">
      <div className="relative size-full transition-transform duration-700 [transform-style:preserve-3d] group-focus-within:[transform:rotateY(180deg)] group-hover:[transform:rotateY(180deg)]">
        <div className="absolute inset-0 flex flex-col items-center justify-center rounded-3xl bg-white p-6 text-center shadow-lg ring-1 ring-brand-100 [backface-visibility:hidden]">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {reward.category}
          </span>
          <span className="mt-6 flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-lilac-600 text-white">
            <Sparkles aria-hidden="true" className="size-8" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-neutral-900">{reward.name}</h3>
          <p className="mt-2 font-display text-2xl font-bold text-brand-700">
            {formatPoints(reward.points)}
          </p>
        </div>
        <div className="absolute inset-0 flex flex-col items-center justify-center rounded-3xl bg-gradient-to-br from-brand-700 to-lilac-600 p-6 text-center text-white shadow-lg [backface-visibility:hidden] [transform:rotateY(180deg)]">
          <p className="text-lg font-semibold">{reward.name}</p>
          <p className="mt-3 text-sm leading-relaxed text-white">{reward.description}</p>
          <p className="mt-4 font-semibold">{formatPoints(reward.points)}</p>
          <div className="mt-5">
            <RedeemButton href={signupUrl} rewardName={reward.name} />
          </div>
        </div>
      </div>
    </li>
  );
}
