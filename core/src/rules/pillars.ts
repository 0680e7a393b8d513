import type { PillarId } from '../domain/criteria.js';

/** The fixed catalogue entry of one pillar: what it is called and what it measures. */
export interface PillarDefinition {
  id: PillarId;
  label: string;
  description: string;
  /** The labels of its three sub-criteria, in display order. */
  subcriteria: readonly [string, string, string];
}

/**
 * The eight assessment pillars of the spec, in the order of PILLAR_IDS. Communication's
 * sub-criteria are named by the spec; the others are ours, chosen to be short and plainly
 * observable in a spoken answer.
 */
export const PILLAR_DEFINITIONS: readonly PillarDefinition[] = [
  {
    id: 'communication',
    label: 'Communication',
    description: 'Expresses ideas clearly, listens to the question and answers to the point.',
    subcriteria: ['Clarity', 'Active Listening', 'Conciseness'],
  },
  {
    id: 'problem_solving',
    label: 'Problem Solving',
    description: 'Breaks problems down, weighs options and reaches sound, reasoned decisions.',
    subcriteria: ['Analytical Thinking', 'Creativity', 'Decision Making'],
  },
  {
    id: 'motivation',
    label: 'Motivation',
    description: 'Shows drive, ownership and genuine interest in the role and its goals.',
    subcriteria: ['Drive', 'Initiative', 'Goal Orientation'],
  },
  {
    id: 'adaptability',
    label: 'Adaptability',
    description: 'Copes with change, learns quickly and stays effective under pressure.',
    subcriteria: ['Flexibility', 'Learning Agility', 'Resilience'],
  },
  {
    id: 'collaboration',
    label: 'Collaboration',
    description: 'Works well with others, shares credit and handles disagreement constructively.',
    subcriteria: ['Teamwork', 'Conflict Resolution', 'Relationship Building'],
  },
  {
    id: 'professionalism',
    label: 'Professionalism',
    description: 'Acts with integrity, takes accountability and keeps high standards of conduct.',
    subcriteria: ['Integrity', 'Accountability', 'Work Ethic'],
  },
  {
    id: 'leadership',
    label: 'Leadership',
    description: 'Sets direction, influences others and develops the people around them.',
    subcriteria: ['Vision', 'Influence', 'People Development'],
  },
  {
    id: 'technical_domain',
    label: 'Technical / Domain Knowledge',
    description: 'Knows the tools, methods and subject matter the role depends on and applies them.',
    subcriteria: ['Domain Expertise', 'Technical Skills', 'Practical Application'],
  },
];

/** The catalogue entry of `id`. Every PillarId has one, so this never fails. */
export function pillarDefinition(id: PillarId): PillarDefinition {
  const found = PILLAR_DEFINITIONS.find((definition) => definition.id === id);
  if (!found) throw new Error(`Unknown pillar: ${id}`);
  return found;
}

/** The display label of a pillar id (e.g. 'problem_solving' → 'Problem Solving'). */
export function pillarLabel(id: PillarId): string {
  return pillarDefinition(id).label;
}
