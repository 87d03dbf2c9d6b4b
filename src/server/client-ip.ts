/** The client address server.ts puts on every request it hands to Next (clients cannot set it). */
export const CLIENT_IP_HEADER = 'x-streamit-client-ip';

/** Whether a client address is this machine's own (IPv4 loopback, IPv6 loopback, or IPv4 loopback mapped in IPv6). */
export const isLoopbackAddress = (address: string) => /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address);
