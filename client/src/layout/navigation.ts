import type { NavSection, ToolName } from '../constants';

export interface NavLink {
  label: string;
  to: string;
  search?: Record<string, string>;
  section: NavSection;
  tool?: ToolName;
}

/** The tools (spec tool names), in the order a learner reaches for them. */
export const toolLinks: NavLink[] = [
  { label: 'Free Play', to: '/free-play', section: 'none', tool: 'Free Play' },
  { label: 'Melody Maker', to: '/free-play', search: { mode: 'melody-maker' }, section: 'none', tool: 'Melody Maker' },
  { label: 'Chord Finder', to: '/chord-finder', section: 'none', tool: 'Chord Finder' },
  { label: 'Scales', to: '/scales', section: 'scales', tool: 'Scales' },
  { label: 'Arpeggios', to: '/arpeggios', section: 'arpeggios', tool: 'Arpeggios' },
  { label: 'Chords', to: '/chords', section: 'chords', tool: 'Chords' },
  { label: 'Roots', to: '/roots', section: 'none', tool: 'Roots' },
  { label: 'Favourites', to: '/favourites', section: 'none', tool: 'Favourites' },
];

/** The other sections (spec nav sections). */
export const sectionLinks: NavLink[] = [
  { label: 'Learning', to: '/learning', section: 'learning' },
  { label: 'Songs', to: '/songs', section: 'songs' },
  { label: 'Daily Practice', to: '/daily-practice', section: 'daily-practice' },
  { label: 'Practice Rooms', to: '/rooms', section: 'none' },
  { label: 'How to install', to: '/how-to-install', section: 'how-to-install' },
  { label: 'Account', to: '/account', section: 'none', tool: 'Account' },
];

export const footerLinks: Array<{ label: string; to: string }> = [
  { label: 'About', to: '/about' },
  { label: 'What is new', to: '/updates' },
  { label: 'Contribute', to: '/contribute' },
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Troubleshooting', to: '/troubleshooting' },
];
