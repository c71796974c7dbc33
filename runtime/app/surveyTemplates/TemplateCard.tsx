/** One card of the template gallery (product.md#screens-and-routes): image, title, description, where it leads. */
import { useTranslation } from 'react-i18next';
import type { SurveyTemplate } from '../../../generated/types';
import { GatedLink } from './GatedLink';

export function TemplateCard(props: {
  template: SurveyTemplate;
  to: string;
  /** Surveys need surveys-create (product.md#roles-and-permissions); tests and interviews do not. */
  allowed: boolean;
  picked?: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('survey-gallery');
  const { template } = props;
  return (
    <li className="template-card" data-picked={props.picked || undefined}>
      {template.hero_image ? (
        <img
          className="template-card-image"
          src={template.hero_image}
          alt=""
          width={96}
          height={64}
        />
      ) : null}
      <h3 className="template-card-title">{template.title}</h3>
      {props.picked ? (
        <p className="template-card-picked">{t('survey-gallery:card.picked')}</p>
      ) : null}
      <p className="template-card-text">{template.intro_text}</p>
      <p className="template-card-meta">
        {t('survey-gallery:card.questions', { count: template.questions?.length ?? 0 })}
      </p>
      <GatedLink
        to={props.to}
        allowed={props.allowed}
        tooltip={t('access:tooltip.surveys-create')}
        className="template-card-action"
        onClick={props.onOpen}
      >
        {t(`survey-gallery:card.use.${template.use ?? 'survey'}`)}
        <span className="visually-hidden">: {template.title}</span>
      </GatedLink>
    </li>
  );
}
