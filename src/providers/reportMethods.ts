import type {
  DailyLoading,
  ImporterProductsRow,
  LossFlags,
  LossRow,
  ProductMovement,
  Reconciliation,
  StockBalanceRow,
  TankSalesRow,
} from '../../schemas/reports/answers.ts';
import type {
  DailyLoadingRequest,
  LossReportRequest,
  LossTolerance,
  ProductMovementRequest,
  ReportPeriod,
} from '../../schemas/reports/payloads.ts';
import type { ServerMessage } from './dataProvider.ts';
import type { HttpClient } from './httpClient.ts';

// The reports' calls (spec part 2, point 7), the ninth report and the loss tolerance: the reporting
// page and the dashboard name these methods, never a path.

export interface ReportMethods {
  /** GET Report/ImporterStockBalanceByProduct: no date is today. */
  getStockBalanceReport(selectedDate: string | null): Promise<StockBalanceRow[]>;
  /** POST Report/TransfersAvailableBalance (Daily Loading Analysis): null is today. */
  getDailyLoadingReport(request: DailyLoadingRequest): Promise<DailyLoading>;
  getImportationReport(period: ReportPeriod): Promise<ImporterProductsRow[]>;
  getSalesByImporterReport(period: ReportPeriod): Promise<ImporterProductsRow[]>;
  getSalesByTankReport(period: ReportPeriod): Promise<TankSalesRow[]>;
  /** POST Report/LosesReport: type 3 overnight differences, 4 loading differences. */
  getLossReport(request: LossReportRequest): Promise<LossRow[]>;
  getProductMovement(request: ProductMovementRequest): Promise<ProductMovement>;
  getStockReconciliation(period: ReportPeriod): Promise<Reconciliation>;
  getLossTolerance(): Promise<LossTolerance>;
  setLossTolerance(tolerance: LossTolerance): Promise<LossTolerance & ServerMessage>;
  /** This month's losses above tolerance, counted (administrators and stock control). */
  countLossesOverTolerance(): Promise<LossFlags>;
}

export function reportMethods(http: HttpClient): ReportMethods {
  return {
    getStockBalanceReport: (selectedDate) =>
      http.request(
        'GET',
        `Report/ImporterStockBalanceByProduct${selectedDate ? `?selectedDate=${encodeURIComponent(selectedDate)}` : ''}`,
      ),
    getDailyLoadingReport: (request) => http.request('POST', 'Report/TransfersAvailableBalance', request),
    getImportationReport: (period) => http.request('POST', 'Report/Importation', period),
    getSalesByImporterReport: (period) => http.request('POST', 'Report/SalesByImporter', period),
    getSalesByTankReport: (period) => http.request('POST', 'Report/SalesByTanks', period),
    getLossReport: (request) => http.request('POST', 'Report/LosesReport', request),
    getProductMovement: (request) => http.request('POST', 'Report/ProductMovement', request),
    getStockReconciliation: (period) => http.request('POST', 'Report/StockReconciliation', period),
    getLossTolerance: () => http.request('GET', 'Report/LossTolerance'),
    setLossTolerance: (tolerance) => http.request('PUT', 'Report/LossTolerance', tolerance),
    countLossesOverTolerance: () => http.request('GET', 'Report/LossesOverTolerance'),
  };
}
