/** The client address server.ts puts on every request it hands to Next (clients cannot set it). */
export const CLIENT_IP_HEADER = 'x-streamit-client-ip';
