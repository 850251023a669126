// Runtime configuration, read by the portal at start-up (see README "Configuration").
// Deployments replace this file; the bundle itself carries no environment.
window.__PORTICO_CONFIG__ = {
  authApiUrl: 'http://localhost:4010/identity',
  portalApiUrl: 'http://localhost:4010/portal',
  gatewayApiUrl: 'http://localhost:4010/gateway',
  targetPlatform: 'AWS',
  productDomain: 'localhost',
  supportUrl: 'https://help.portico.test/hc/en-gb/articles/lost-mfa',
  idleTimeoutMinutes: 30,
  absoluteSessionHours: 12,
};
