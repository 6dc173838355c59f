/**
 * Server texts in both interface languages (es, en) for the integrations (src/api/contract/integrations.ts;
 * server/handlers/integrations*.ts, server/integrations/*), gathered into server/i18n.ts `MESSAGES` so `msg` reaches
 * them and the messages' test covers them. Option names are the option lists' `name`s.
 */
export const INTEGRATIONS_MESSAGES = {
  'integrations.connection_saved': { es: 'Conexión guardada.', en: 'Connection saved.' },
  'integrations.connection_deleted': { es: 'Conexión eliminada.', en: 'Connection deleted.' },
  'integrations.spec_saved': { es: 'Especificación guardada.', en: 'Specification saved.' },
  'integrations.spec_deleted': { es: 'Especificación eliminada.', en: 'Specification deleted.' },
  'integrations.pipeline_saved': { es: 'Pipeline guardado.', en: 'Pipeline saved.' },
  'integrations.pipeline_deleted': { es: 'Pipeline eliminado.', en: 'Pipeline deleted.' },
  'integrations.connection_in_use': {
    es: 'Un pipeline usa esta conexión; elimínalo primero.',
    en: 'A pipeline uses this connection; delete it first.',
  },
  'integrations.spec_in_use': {
    es: 'Un pipeline usa esta especificación; elimínalo primero.',
    en: 'A pipeline uses this specification; delete it first.',
  },
  'integrations.pipeline_running': {
    es: 'El pipeline se está sincronizando; espera a que termine.',
    en: 'The pipeline is syncing; wait until it ends.',
  },
  'integrations.already_running': {
    es: 'Este pipeline ya se está sincronizando.',
    en: 'This pipeline is already syncing.',
  },
  'integrations.run_started': { es: 'Sincronización iniciada.', en: 'Sync started.' },
  'integrations.run_finished': {
    es: 'Sincronización terminada: {read} filas leídas, {written} escritas, {refused} rechazadas.',
    en: 'Sync finished: {read} rows read, {written} written, {refused} refused.',
  },
  'integrations.run_failed': { es: 'La sincronización falló.', en: 'The sync failed.' },
  'integrations.run_interrupted': {
    es: 'La sincronización se interrumpió (el servidor se detuvo).',
    en: 'The sync was interrupted (the server stopped).',
  },
  'integrations.not_dots': {
    es: 'Solo un pipeline de envío de unidades a las pantallas puede enviarse.',
    en: 'Only a pipeline sending units to the screens can be sent.',
  },
  'integrations.connection_string_required': {
    es: 'Indica la cadena de conexión.',
    en: 'Give the connection string.',
  },
  'integrations.connection_string_invalid': {
    es: 'La cadena de conexión debe ser postgres://usuario@servidor:puerto/base.',
    en: 'The connection string must be postgres://user@host:port/database.',
  },
  'integrations.password_required': {
    es: 'Este método de autenticación necesita la contraseña.',
    en: 'This authentication method needs the password.',
  },
  'integrations.table_or_query': {
    es: 'Indica una tabla o una consulta, no ambas.',
    en: 'Give a table or a query, not both.',
  },
  'integrations.auth_mismatch': {
    es: 'Ese método de autenticación no corresponde a este tipo de conexión.',
    en: 'That authentication method does not fit this kind of connection.',
  },
  'integrations.file_required': { es: 'Sube el archivo.', en: 'Upload the file.' },
  'integrations.file_empty': { es: 'El archivo está vacío.', en: 'The file is empty.' },
  'integrations.file_type': {
    es: 'El archivo debe ser un CSV (UTF-8) o un .xlsx.',
    en: 'The file must be a CSV (UTF-8) or an .xlsx.',
  },
  'integrations.file_unzipped': {
    es: 'El .xlsx descomprimido pasa de {max} bytes.',
    en: 'The unzipped .xlsx is over {max} bytes.',
  },
  'integrations.file_unreadable': {
    es: 'No se puede leer el archivo: {reason}',
    en: 'The file cannot be read: {reason}',
  },
  'integrations.file_missing': {
    es: 'El archivo de la conexión ya no está.',
    en: 'The connection’s file is gone.',
  },
  'integrations.secret_unreadable': {
    es: 'Las credenciales guardadas no se pueden abrir con la clave de este servidor; vuelve a indicarlas.',
    en: 'The stored credentials cannot be opened with this server’s key; give them again.',
  },
  'integrations.provider_required': {
    es: 'Este pipeline necesita un proveedor.',
    en: 'This pipeline needs a provider.',
  },
  'integrations.provider_unknown': { es: 'El proveedor no existe.', en: 'The provider does not exist.' },
  'integrations.customers_forbidden': {
    es: 'Importar clientes requiere el permiso de grupos de trabajo.',
    en: 'Importing customers needs the workgroups permission.',
  },
  'integrations.field_unknown': {
    es: 'El campo {field} no existe en el destino.',
    en: 'The field {field} does not exist in the target.',
  },
  'integrations.field_twice': { es: 'El campo {field} está dos veces.', en: 'The field {field} is mapped twice.' },
  'integrations.source_required': {
    es: 'Indica la columna de origen de {field}.',
    en: 'Give the source column of {field}.',
  },
  'integrations.map_argument': {
    es: 'La equivalencia de {field} debe ser "de=a;de2=a2".',
    en: 'The mapping of {field} must be "from=to;from2=to2".',
  },
  'integrations.fields_missing': {
    es: 'Faltan campos obligatorios: {fields}.',
    en: 'Required fields are missing: {fields}.',
  },
  'integrations.spec_required': {
    es: 'Este pipeline necesita una especificación de datos.',
    en: 'This pipeline needs a data specification.',
  },
  'integrations.spec_target': {
    es: 'El destino de la especificación no corresponde al tipo de pipeline.',
    en: 'The specification’s target does not fit the pipeline type.',
  },
  'integrations.not_reachable': {
    es: 'No existe o no es de este proveedor.',
    en: 'It does not exist or is not this provider’s.',
  },
  'integrations.dots_needs_postgresql': {
    es: 'El envío a las pantallas necesita una conexión PostgreSQL.',
    en: 'Sending to the screens needs a PostgreSQL connection.',
  },
  'integrations.dots_needs_table': {
    es: 'El envío a las pantallas necesita una conexión PostgreSQL con tabla.',
    en: 'Sending to the screens needs a PostgreSQL connection with a table.',
  },
  'integrations.workgroup_only_customers': {
    es: 'El grupo de trabajo solo aplica a la importación de clientes.',
    en: 'The workgroup applies only to importing customers.',
  },
  'integrations.columns_missing': {
    es: 'El origen no tiene las columnas: {columns}.',
    en: 'The source lacks the columns: {columns}.',
  },
  'integrations.connection_missing': { es: 'La conexión ya no existe.', en: 'The connection no longer exists.' },
  'integrations.log_started': { es: 'Inicio de la sincronización de «{name}».', en: 'Sync of “{name}” started.' },
  'integrations.log_started_dry': {
    es: 'Inicio de la prueba (sin escribir) de «{name}».',
    en: 'Dry run (nothing written) of “{name}” started.',
  },
  'integrations.log_batch': {
    es: '{read} filas leídas: {written} aceptadas, {refused} rechazadas.',
    en: '{read} rows read: {written} accepted, {refused} refused.',
  },
  'integrations.log_done': {
    es: 'Terminado: {read} filas leídas, {written} escritas, {refused} rechazadas.',
    en: 'Done: {read} rows read, {written} written, {refused} refused.',
  },
  'integrations.log_done_dry': {
    es: 'Prueba terminada: {read} filas leídas, {written} se escribirían, {refused} rechazadas. Nada se guardó.',
    en: 'Dry run done: {read} rows read, {written} would be written, {refused} refused. Nothing was saved.',
  },
  'integrations.log_failed': { es: 'Falló: {reason}', en: 'Failed: {reason}' },
  'integrations.host_not_allowed': {
    es: 'Este servidor no tiene permitido conectarse a {host} (no está en PAUTA_INTEGRATION_HOSTS).',
    en: 'This server may not connect to {host} (it is not in PAUTA_INTEGRATION_HOSTS).',
  },
  'integrations.log_sent': { es: '{sent} unidades enviadas.', en: '{sent} units sent.' },
  'integrations.log_dots_done': {
    es: 'Enviado a la tabla {table}: {sent} unidades, {removed} filas antiguas quitadas.',
    en: 'Sent to the table {table}: {sent} units, {removed} old rows removed.',
  },
  'integrations.type.file': { es: 'Archivo (CSV o Excel)', en: 'File (CSV or Excel)' },
  'integrations.type.postgresql': { es: 'Base de datos PostgreSQL', en: 'PostgreSQL database' },
  'integrations.auth.none': { es: 'Sin credenciales aparte', en: 'No separate credentials' },
  'integrations.auth.password': { es: 'Contraseña', en: 'Password' },
  'integrations.auth.file': { es: 'Archivo subido', en: 'Uploaded file' },
  'integrations.fn.none': { es: 'Sin cambios', en: 'As is' },
  'integrations.fn.trim': { es: 'Quitar espacios', en: 'Trim spaces' },
  'integrations.fn.upper': { es: 'Mayúsculas', en: 'Upper case' },
  'integrations.fn.lower': { es: 'Minúsculas', en: 'Lower case' },
  'integrations.fn.number': { es: 'Número', en: 'Number' },
  'integrations.fn.integer': { es: 'Número entero', en: 'Whole number' },
  'integrations.fn.date': { es: 'Fecha (AAAA-MM-DD)', en: 'Date (YYYY-MM-DD)' },
  'integrations.fn.map': { es: 'Equivalencias', en: 'Value mapping' },
  'integrations.fn.constant': { es: 'Valor fijo', en: 'Fixed value' },
  'integrations.pipeline.import_units': { es: 'Importar unidades', en: 'Import units' },
  'integrations.pipeline.import_customers': { es: 'Importar clientes', en: 'Import customers' },
  'integrations.pipeline.dots_units': { es: 'Enviar unidades a las pantallas', en: 'Send units to the screens' },
  'integrations.col.title': { es: 'Título', en: 'Title' },
  'integrations.col.media_type_id': { es: 'Tipo de medio (id)', en: 'Media type (id)' },
  'integrations.col.address': { es: 'Dirección', en: 'Address' },
  'integrations.col.lat': { es: 'Latitud', en: 'Latitude' },
  'integrations.col.lng': { es: 'Longitud', en: 'Longitude' },
  'integrations.col.country_id': { es: 'País (id)', en: 'Country (id)' },
  'integrations.col.state_id': { es: 'Estado (id)', en: 'State (id)' },
  'integrations.col.city_id': { es: 'Ciudad (id)', en: 'City (id)' },
  'integrations.col.side': { es: 'Cara', en: 'Side' },
  'integrations.col.direction': { es: 'Orientación', en: 'Direction' },
  'integrations.col.traffic_direction': { es: 'Sentido del tráfico', en: 'Traffic direction' },
  'integrations.col.daily_traffic': { es: 'Tráfico diario', en: 'Daily traffic' },
  'integrations.col.schedule': { es: 'Horario', en: 'Schedule' },
  'integrations.col.price': { es: 'Precio por día', en: 'Price per day' },
  'integrations.col.print_price': { es: 'Precio de impresión', en: 'Print price' },
  'integrations.col.min_price': { es: 'Precio mínimo', en: 'Minimum price' },
  'integrations.col.min_print_price': { es: 'Precio mínimo de impresión', en: 'Minimum print price' },
  'integrations.col.sku': { es: 'Código (SKU)', en: 'Code (SKU)' },
  'integrations.col.unit_type_id': { es: 'Medida (id)', en: 'Unit size (id)' },
  'integrations.col.circuit_id': { es: 'Circuito (id)', en: 'Circuit (id)' },
  'integrations.col.spots': { es: 'Espacios', en: 'Spots' },
  'integrations.col.status': { es: 'Estado de la unidad', en: 'Unit status' },
  'integrations.col.email': { es: 'Correo del cliente', en: 'Customer email' },
  'integrations.col.member_email': { es: 'Correo del miembro asignado', en: 'Assigned member email' },
} as const;
