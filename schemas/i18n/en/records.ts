import { QUANTITY_MESSAGES, RECORD_DATE_MESSAGES } from './validation.ts';

// What the shared schemas and the server say about records: their refusals and successes. Each
// section is also exported under the name the schemas and tests have always used (FAN_MESSAGES...).

export const COMMENT_MESSAGES = {
  required: 'Comment is required.',
  added: 'Comment successfully added.',
  edited: 'Comment successfully updated.',
  deleted: 'Comment successfully deleted.',
  /** 'Comments can no longer be added: this stock update request is approved.' */
  closed: 'Comments can no longer be added: %{this} is %{word}.',
  notAuthor: 'Only the author can change this comment.',
} as const;

export const DOCUMENT_MESSAGES = {
  required: 'Document title and valid pdf file are required.',
  unsupported: 'Unsupported file was selected. Please convert to pdf before selecting file.',
  tooLarge: 'The file is larger than 10 MB. Please select a smaller file.',
  /** A document is one title and one file: a second file in the same upload is refused. */
  oneFile: 'Upload one file at a time.',
  tooManyFields: 'The upload has more fields than a document takes.',
  /** A body the multipart parser could not read to its end (cut short, its boundary lost). */
  malformed: 'The upload is not a complete multipart form. Please upload the file again.',
  /** 400 with errors.title = 'duplicate': the browser asks, then sends replace=true. */
  duplicateTitle:
    'A document titled "%{title}" already exists on this record. Upload again with replace=true to replace it.',
  uploaded: 'Document successfully uploaded.',
  replaced: 'Document successfully replaced.',
  deleted: 'Document successfully deleted.',
  closed: 'Documents can not be changed on this record now.',
  expired: 'This document link has expired. Open the document again from its record.',
  notUploader: 'Only its uploader can replace this document.',
  notUploaderDelete: 'Only its uploader can delete this document.',
} as const;

export const FOUR_EYES_MESSAGES = {
  required: 'Say whether the four-eyes rule is on.',
  turnedOn: 'The four-eyes rule is on: whoever submitted or reviewed a record may not approve it.',
  turnedOff: 'The four-eyes rule is off: the reviewer of a record may also approve it.',
} as const;

export const STOCK_UPDATE_MESSAGES = {
  dateInFuture: RECORD_DATE_MESSAGES.inFuture,
  dateInvalid: RECORD_DATE_MESSAGES.invalid,
  quantityWhole: QUANTITY_MESSAGES.whole,
  duplicateInventory: 'Each inventory can appear once.',
  inventoryNotOfImporter: "An inventory does not belong to the importer's inventories.",
  submitted: 'Stock update request successfully submitted.',
  updated: 'Stock update request successfully updated.',
  notEditable: 'This stock update request can no longer be edited.',
} as const;

export const STOCK_TRANSFER_MESSAGES = {
  required: 'Please enter all required fields.',
  inventories: 'Please enter origin and destination inventory.',
  sameInventory: 'Origin and destination inventories can not be the same.',
  sameProduct: 'Origin and destination inventories product must be the same.',
  overBalance: 'Quantity can not be more that the inventory adjusted stock balance.',
  notOwnOrigin: "The origin inventory must be one of your importer's inventories.",
  originNotActive: 'The origin inventory is not an active inventory.',
  destinationNotActive: 'The destination inventory is not an active inventory.',
  submitted: 'Stock transfer request successfully submitted.',
  updated: 'Stock transfer request successfully updated.',
} as const;

export const TRANSFER_ORDER_MESSAGES = {
  created: 'Transfer order successfully created.',
  updated: 'Transfer order successfully updated.',
  numberTaken: 'Transfer order number %{number} is already used by another transfer order.',
  numberTooLong: 'Transfer order number can have at most %{max} characters.',
  /** The floor (DESIGN.md section 5): what the importer may still sell of the product. */
  aboveAvailable: 'Quantity can not be more than the available balance of %{available} gallons.',
  productNotHeld: 'The importer has no active inventory of this product.',
  importerInactive: 'The importer is not active.',
  distributorInactive: 'The distributor is not active.',
  deliveryOrderActive: 'This transfer order has an active delivery order: it can no longer be cancelled.',
} as const;

export const DELIVERY_ORDER_MESSAGES = {
  created: 'Delivery order successfully created.',
  updated: 'Delivery order successfully updated.',
  tankUpdated: 'Tank successfully updated.',
  numberRequired: 'Delivery order number is required.',
  numberTooLong: 'Delivery order number can have at most %{max} characters.',
  numberTaken: 'Delivery order number %{number} is already used by another delivery order.',
  oneRequired: 'At least one transfer order is required to create a delivery order.',
  duplicateTransferOrder: 'Each transfer order can appear once.',
  quantityRequired: 'Quantity is required.',
  aboveRemainder: 'Quantity can not be more than the transfer order available quantity.',
  aboveInventory: "Quantity can not be more than the inventory's adjusted balance of %{available} gallons.",
  inventoryRequired: 'Inventory is required.',
  mixedParties:
    'All transfer orders of a delivery order must have the same product, importer and distributor.',
  replacement: 'Please Confirm Transfer Order Replacement!',
  notApproved: 'Transfer order %{number} is not approved for delivery orders.',
  inventoryNotOfLine:
    "The inventory must be one of the transfer order's importer's tanks holding its product.",
  notOnOrder: 'The transfer order is not on this delivery order.',
  tanksRequired: 'Every transfer order needs a tank before the delivery order is approved.',
  priorityRequired: 'Priority is required.',
  noneAvailable: 'No transfer order available for delivery order.',
  noneSelected: 'No transfer order has been selected.',
  noNote: 'Filling Advice Note has not been created for this delivery order.',
} as const;

export const FAN_MESSAGES = {
  created: 'Filling advice note successfully created.',
  updated: 'Filling advice note successfully updated.',
  vehicleRequired: 'Vehicle number is required.',
  vehicleTooLong: 'Vehicle number can have at most %{max} characters.',
  deliveryOrderRequired: 'At least one delivery order is required to create a filling advice note.',
  compartmentRequired: 'At least one compartment is required to create a filling advice note.',
  compartmentNumber: 'Compartment number is required and should be unique.',
  quantityRequired: 'Quantity is required.',
  destinationRequired: 'Destination is required.',
  destinationTooLong: 'Destination can have at most %{max} characters.',
  totalAbove: 'Total compartment quantity is greater than total DO quantity.',
  totalBelow: 'Total compartment quantity must equal the total DO quantity.',
  tooManyCompartments: 'A filling advice note can have at most %{max} compartments.',
  duplicateDeliveryOrder: 'Each delivery order can appear once.',
  noAvailable: 'No available delivery orders.',
  noneSelected: 'No delivery order has been selected.',
  noCompartment: 'No compartment added.',
  replace: 'Please Confirm Delivery Order Replacement!',
  /** Server refusals of a delivery order the note may not take. */
  notAvailable:
    'Delivery order %{number} is not available: only approved delivery orders that are on no other filling advice note can be added.',
  oneProduct: 'The delivery orders on a filling advice note must all be of one product.',
  oneDistributor: 'The delivery orders on a filling advice note must all be of one distributor.',
  quantityChanged: 'The quantity of delivery order %{number} is %{quantity} gallons.',
  orderNotApproved: 'Delivery order %{number} is %{word}: the filling advice note can not be issued.',
  noTank:
    'Delivery order %{number} has a transfer order without a tank: the filling advice note can not be issued.',
  cardNumber: 'Card number must be a number greater than 0.',
  bayNumber: 'Every compartment needs a bay number greater than 0.',
  unknownCompartment: 'A compartment is not on this filling advice note.',
} as const;

export const IMPORTER_MESSAGES = {
  duplicateTank: 'Each storage tank can be chosen once.',
  tankHasBalance:
    "Storage tank %{tank} can not be removed: the importer's inventory in it has a balance of %{balance} gallons.",
  tankHasOpenRecords:
    "Storage tank %{tank} can not be removed: open records have lines on the importer's inventory in it (%{records}).",
} as const;

export const REPORT_MESSAGES = {
  dateInvalid: 'Date is invalid. Use yyyy-MM-dd.',
  dateInFuture: 'Date can not be in the future.',
  fromRequired: 'From date is required.',
  toRequired: 'To date is required.',
  fromAfterTo: 'From date can not be later than to date.',
  importerAndProduct: 'Choose an importer and a product.',
  storageTanks: 'Storage tanks must be a list of at most 100 tanks.',
  storageTankNotHeld: "A storage tank is not one of the importer's tanks of the product.",
  toleranceSaved: 'Loss tolerance successfully saved.',
  percentInvalid: 'Percent must be a number from 0 to 100.',
  gallonsInvalid: 'Gallons must be a whole number from 0 to 100,000,000.',
} as const;

export const USER_MESSAGES = {
  userSearchTermRequired: 'Search term is required to seach users.',
  entitySearchTermRequired: 'Search term can not be empty.',
  userTypeRequired: 'Please choose internal or external.',
  oneRole: 'Exactly one role must be selected.',
  duplicateEmail: 'A user with this e-mail already exists.',
  roleListedTwice: 'Each role may be listed once.',
  permissionListedTwice: 'Each permission may be listed once.',
  entityListedTwice: 'Each entity may be listed once.',
  entityInvalid: 'Entity is invalid.',
} as const;

export const ACCOUNT_MESSAGES = {
  /** The password strength rules (schemas/password.ts), as the strength indicator lists them. */
  rule: {
    length: 'At least %{min} characters',
    symbol: 'At least one of ! @ # $',
    digit: 'At least one digit',
    uppercase: 'At least one uppercase letter',
    distinct: 'At least %{min} distinct characters',
  },
  linkIncomplete: 'The link is incomplete: it has no token.',
  registrationCodeMissing: 'The registration code is missing.',
  mailWaitingRequired: 'E-mail me what waits for me is required.',
} as const;

/** A thing that was not found: '%{what} was not found.' */
export const THE = {
  record: 'The record',
  user: 'The user',
  document: 'The document',
  importer: 'The importer',
  importerOrProduct: 'The importer or product',
  product: 'The product',
  distributor: 'The distributor',
  storageTank: 'The storage tank',
} as const;
