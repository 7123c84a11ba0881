// Unit-test setup: DOM matchers for component tests (happy-dom files opt in with a docblock).
import '@testing-library/jest-dom/vitest';
