import type { RemoteAppProps } from '@badminton/contracts';
import { BannerCarousel } from '../features/home/components/banner-carousel';
import { DirectoryPanels } from '../features/home/components/directory-panels';
import { MediaCarousel } from '../features/home/components/media-carousel';
import { NewsAndNotices } from '../features/home/components/news-and-notices';
import { PartnerLogos } from '../features/home/components/partner-logos';
import { QuestionsSection } from '../features/home/components/questions-section';
import { HomeTestClassesSection } from '../features/test-sign-up/components/home-test-classes-section';
import { HomeTrainingSection } from '../features/training/components/home-training-section';
import '../features/home/home.css';

/**
 * Home page (req: public-portal.md#home-page): a route that composes the sections of several features
 * (content, directory wheels, test sign-up cards, training cards).
 */
export default function HomePage({ fileHost }: RemoteAppProps) {
  return (
    <div className="home">
      <BannerCarousel fileHost={fileHost} />
      <div className="portal-container home__body">
        <NewsAndNotices fileHost={fileHost} />
        <DirectoryPanels fileHost={fileHost} />
        <HomeTestClassesSection fileHost={fileHost} />
        <HomeTrainingSection fileHost={fileHost} />
        <MediaCarousel fileHost={fileHost} />
        <PartnerLogos fileHost={fileHost} />
        <QuestionsSection />
      </div>
    </div>
  );
}
