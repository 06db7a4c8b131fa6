import type { RemoteAppProps } from '@badminton/contracts';
import { BannerCarousel } from './banner-carousel';
import { NewsAndNotices } from './news-and-notices';
import { MediaCarousel } from './media-carousel';
import { QuestionsSection } from './questions-section';
import { PartnerLogos } from './partner-logos';
import '../home.css';

/**
 * Home page (spec 000 "Home page"). The sections fed by the content calls are here; the institution,
 * evaluator and athlete wheels, the test sign-up cards and the training cards join with the public-portal issue.
 */
export default function HomePage({ fileHost }: RemoteAppProps) {
  return (
    <div className="home">
      <BannerCarousel fileHost={fileHost} />
      <div className="portal-container home__body">
        <NewsAndNotices fileHost={fileHost} />
        <MediaCarousel fileHost={fileHost} />
        <QuestionsSection />
        <PartnerLogos fileHost={fileHost} />
      </div>
    </div>
  );
}
