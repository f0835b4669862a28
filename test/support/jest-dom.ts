// jest-dom's matchers (toBeInTheDocument, toHaveAttribute…): assertions that say what a user sees.
import '@testing-library/jest-dom';
