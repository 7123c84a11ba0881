// Names for the tokens the simulations create: meme coins for the launchpad ("Turbo Frog", TFROG)
// and small projects for new DEX pairs ("Nova Protocol", NOVA). Drawn from the simulation's seeded
// stream, so a run repeats; names may repeat too, as they do on real chains.
import type { Rng } from '../random.ts';

const MEME_WORDS = ['Based', 'Moon', 'Turbo', 'Giga', 'Baby', 'Sleepy', 'Angry', 'Happy', 'Degen', 'Lucky', 'Mega', 'Tiny'];
const MEME_ANIMALS = ['Frog', 'Cat', 'Dog', 'Ape', 'Whale', 'Hamster', 'Otter', 'Goose', 'Panda', 'Shrimp', 'Llama', 'Duck'];
const PROJECT_WORDS = ['Nova', 'Aether', 'Orbit', 'Quantum', 'Zephyr', 'Helix', 'Vertex', 'Lumen', 'Atlas', 'Nimbus', 'Pulse', 'Onyx'];
const PROJECT_KINDS = ['Protocol', 'Finance', 'Network', 'Labs', 'Swap', 'Chain', 'AI', 'DAO'];

export interface TokenName {
  name: string;
  symbol: string;
}

export function memeName(rng: Rng): TokenName {
  const word = MEME_WORDS[rng.int(MEME_WORDS.length)]!;
  const animal = MEME_ANIMALS[rng.int(MEME_ANIMALS.length)]!;
  return { name: `${word} ${animal}`, symbol: `${word[0]}${animal}`.toUpperCase() };
}

export function projectName(rng: Rng): TokenName {
  const word = PROJECT_WORDS[rng.int(PROJECT_WORDS.length)]!;
  const kind = PROJECT_KINDS[rng.int(PROJECT_KINDS.length)]!;
  return { name: `${word} ${kind}`, symbol: word.toUpperCase() };
}
