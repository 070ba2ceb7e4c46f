import { Query, Resolver } from 'type-graphql';
import { Health } from './health.type';
import { HealthService } from './health.service';

@Resolver()
export class HealthResolver {
  constructor(private readonly healthService: HealthService) {}

  @Query(() => Health)
  async health(): Promise<Health> {
    const report = await this.healthService.check();
    return { status: report.status, database: report.database };
  }
}
