// The Apigee emulation lives beside the adapter because the demo runs on it in production builds;
// tests keep importing it from here.
export * from '../integrations/api-management/apigee-emulator.ts';
