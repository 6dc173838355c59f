#!/usr/bin/env python3
"""Lists optional platform packages that package-lock.json names but does not
record (the registry lacked them at install time); `npm ci` refuses such a lock.
Exit 1 when any is missing. Used before committing a lock file."""
import json, sys
lock = json.load(open('package-lock.json'))
pk = lock['packages']
missing = []
for path, info in pk.items():
    for dep, ver in (info.get('optionalDependencies') or {}).items():
        parts = path.split('/node_modules/')
        cands = ['/node_modules/'.join(parts[:i]) + ('/node_modules/' if i else 'node_modules/') + dep for i in range(len(parts), 0, -1)]
        cands.append('node_modules/' + dep)
        found = next((pk[c] for c in cands if c in pk), None)
        exact = ver[:1].isdigit()
        if found is None or (exact and found.get('version') != ver):
            missing.append(f'{path} -> {dep}@{ver} (lock has {found.get("version") if found else "none"})')
print('\n'.join(missing) or 'lock file complete')
sys.exit(1 if missing else 0)
