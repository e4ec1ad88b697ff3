import { commands } from './commands.ts';

/** `npm run storefront -- <command> [args]` */
const [name, ...args] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  console.log('Usage: npm run storefront -- <command> [options]\n\nCommands:');
  for (const [n, c] of Object.entries(commands)) console.log(`  ${n.padEnd(10)} ${c.summary}`);
  process.exit(name ? 2 : 0);
}
try {
  const code = await command.run(args);
  process.exit(code ?? 0);
} catch (err) {
  console.error(`storefront ${name}: ${(err as Error).message}`);
  process.exit(1);
}
