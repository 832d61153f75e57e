"use client";

import { type ReactNode, useState } from "react";
import type { IconName } from "@/content/types";
import { Icon } from "./icon";

export interface FlipCardData {
  id: number;
  headline: string;
  problem: string;
  solution: string;
  icon: IconName;
}

/**
 * 'Problems & Solutions': each card is a toggle button (aria-pressed = showing the solution).
 * Click, Enter or Space flips it; a polite live region announces which side is now showing.
 * The hidden face is aria-hidden, so the button's name is always what is on screen.
 */
export function FlipCards({ cards }: { cards: FlipCardData[] }) {
  const [flipped, setFlipped] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState("");

  const toggle = (card: FlipCardData) => {
    const next = new Set(flipped);
    const showSolution = !next.has(card.id);
    if (showSolution) next.add(card.id);
    else next.delete(card.id);
    setFlipped(next);
    setAnnouncement(
      showSolution
        ? `${card.headline}: showing the AI solution.`
        : `${card.headline}: showing the problem.`,
    );
  };

  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => {
          const isFlipped = flipped.has(card.id);
          return (
            <li key={card.id} className="[perspective:1200px]">
              <button
                type="button"
                aria-pressed={isFlipped}
                data-card-id={card.id}
                onClick={() => toggle(card)}
                className="flip-card group block h-full w-full rounded-2xl text-left focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
              >
                <span className="flip-card-inner h-full">
                  <CardFace
                    className="flip-card-face flex flex-col rounded-2xl border border-line bg-card p-6 shadow-sm"
                    hidden={isFlipped}
                    label={
                      <span className="flex items-center gap-3 text-accent">
                        <Icon name={card.icon} className="size-7" />
                        <span className="text-xs font-semibold uppercase tracking-widest">
                          The problem
                        </span>
                      </span>
                    }
                    headline={card.headline}
                    text={card.problem}
                    textClass="text-muted"
                    cta="Show the AI solution →"
                  />
                  <CardFace
                    className="flip-card-face flip-card-back flex flex-col rounded-2xl border border-accent bg-card p-6 shadow-md"
                    hidden={!isFlipped}
                    label={
                      <span className="text-xs font-semibold uppercase tracking-widest text-accent">
                        The AI solution
                      </span>
                    }
                    headline={card.headline}
                    text={card.solution}
                    textClass="text-ink"
                    cta="← Back to the problem"
                  />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="sr-only" aria-live="polite" data-testid="flip-announcement">
        {announcement}
      </p>
    </>
  );
}

/** One face of a card: its label, the headline, the problem or the solution, and the flip hint. */
function CardFace(props: {
  className: string;
  hidden: boolean;
  label: ReactNode;
  headline: string;
  text: string;
  textClass: string;
  cta: string;
}) {
  return (
    <span className={props.className} aria-hidden={props.hidden}>
      {props.label}
      <span className="mt-4 block text-xl font-semibold text-ink">{props.headline}</span>
      <span className={`mt-3 block text-base leading-relaxed ${props.textClass}`}>
        {props.text}
      </span>
      <span className="mt-auto pt-5 text-sm font-semibold text-accent">{props.cta}</span>
    </span>
  );
}
