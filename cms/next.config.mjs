import { withPayload } from '@payloadcms/next/withPayload';

// The admin lives under /cms on the shared origin; Payload's own routes stay default.
/** @type {import('next').NextConfig} */
const nextConfig = {
  basePath: '/cms',
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
