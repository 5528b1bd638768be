// "server-only" throws outside a React Server environment; jest runs server modules directly.
export {};
