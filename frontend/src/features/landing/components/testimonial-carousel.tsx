import { useEffect, useState } from 'react';
import { PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import { TESTIMONIALS } from './landing-content';

/** SPEC 9: the carousel moves on every 4 s. */
const ROTATE_MS = 4000;

/**
 * Rotates through the three testimonials. It pauses while hovered or focused and has a pause
 * button (WCAG 2.2.2); while rotating it stays silent for screen readers, when paused it
 * announces the slide that is picked.
 */
export function TestimonialCarousel() {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const rotating = !paused && !hovered;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % TESTIMONIALS.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);

  return (
    <section className="lp-section lp-section--deep" aria-labelledby="lp-testimonials-title">
      <div className="lp-container lp-testimonials">
        <p className="lp-eyebrow">Client voices</p>
        <h2 id="lp-testimonials-title" className="lp-heading">
          Trusted by clients on every continent
        </h2>

        <div
          className="lp-carousel"
          aria-roledescription="carousel"
          aria-label="Client testimonials"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setHovered(true)}
          onBlur={() => setHovered(false)}
        >
          <div className="lp-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
            {TESTIMONIALS.map(({ name, title, content }, index) => (
              <div
                key={name}
                className={`lp-slide${index === active ? ' lp-slide--active' : ''}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
                aria-hidden={index !== active}
              >
                <figure className="lp-slide__figure">
                  <blockquote className="lp-slide__quote">“{content}”</blockquote>
                  <figcaption className="lp-slide__author">
                    <span className="lp-slide__name">{name}</span>
                    <span className="lp-slide__title">{title}</span>
                  </figcaption>
                </figure>
              </div>
            ))}
          </div>

          <div className="lp-carousel__controls">
            <button
              type="button"
              className="lp-carousel__pause"
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? 'Resume testimonials' : 'Pause testimonials'}
            >
              {paused ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
            </button>
            {TESTIMONIALS.map(({ name }, index) => (
              <button
                key={name}
                type="button"
                className="lp-carousel__dot"
                aria-label={`Show testimonial ${index + 1} of ${TESTIMONIALS.length}`}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => setActive(index)}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
