// The signed-in screens, one lazily loaded chunk (routes/account.tsx): they use the tRPC client.
export { AccountScreen } from './AccountScreen';
export { NukeScreen } from './NukeScreen';
export { UsernameScreen } from './UsernameScreen';
