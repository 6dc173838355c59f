/**
 * `npm run routes`: writes src/routeTree.gen.ts from the files under src/routes without a build (the same generator
 * and options the Vite plugin uses in vite.config.ts), so a new route file typechecks at once.
 */
import { Generator, getConfig } from '@tanstack/router-generator';

const config = getConfig({
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: './src/routes',
  generatedRouteTree: './src/routeTree.gen.ts',
});
await new Generator({ config, root: process.cwd() }).run();
console.log('src/routeTree.gen.ts written');
