// Throw-away: reaches into another workspace's source by a relative path.
export { createApp } from '../../community-api/src/app.js';
