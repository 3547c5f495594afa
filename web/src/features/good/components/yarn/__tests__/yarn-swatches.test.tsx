import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeYarnColourGood, makeYarnLine } from '@/testing/yarn-line-fixtures';
import { YarnColourSection } from '../yarn-colour-section';
import { YarnSwatches } from '../yarn-swatches';

const line = makeYarnLine();

function renderSwatches(chosenId = 'socks-56', language: 'ua' | 'en' = 'ua') {
  const onChoose = vi.fn();
  const view = renderWithProviders(
    <>
      <p id="label">Колір</p>
      <YarnSwatches colours={line.colours} chosenId={chosenId} onChoose={onChoose} hrefOf={(id) => `/goods/socks/${id}`} labelledBy="label" />
    </>,
    { language },
  );
  return { ...view, onChoose };
}

describe('YarnSwatches', () => {
  it('is one labelled radio group, the shown colour checked, each radio read with name, code and stock', () => {
    renderSwatches();
    const group = screen.getByRole('radiogroup', { name: 'Колір' });
    const radios = screen.getAllByRole('radio');
    expect(group).toContainElement(radios[0]!);
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'світло-сірий, код 21, в наявності',
      'червоний, код 56, залишилось 3',
      'чорний, код 60, немає в наявності',
      'весна, код 7650, в наявності',
    ]);
    expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName('червоний, код 56, залишилось 3');
    expect(radios.filter((radio) => radio.tabIndex === 0)).toEqual([radios[1]]);
  });

  it('links each colour to its own address, and a plain click chooses it in the page instead', async () => {
    const { user, onChoose } = renderSwatches();
    const black = screen.getByRole('radio', { name: /чорний/ });
    expect(black).toHaveAttribute('href', '/goods/socks/socks-60');
    await user.click(black);
    expect(onChoose).toHaveBeenLastCalledWith('socks-60');
  });

  it('chooses the focused colour with Space', async () => {
    const { user, onChoose } = renderSwatches();
    await user.tab();
    await user.keyboard(' ');
    expect(onChoose).toHaveBeenLastCalledWith('socks-56');
  });

  it('reads in English too', () => {
    renderSwatches('socks-21', 'en');
    expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName('light grey, code 21, in stock');
    expect(screen.getByRole('radio', { name: /black/ })).toHaveAccessibleName('black, code 60, out of stock');
  });

  it('is one tab stop, and arrow keys move and choose, wrapping round; Home and End go to the ends', async () => {
    const { user, onChoose } = renderSwatches();
    await user.tab();
    expect(screen.getByRole('radio', { name: /червоний/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /чорний/ })).toHaveFocus();
    expect(onChoose).toHaveBeenLastCalledWith('socks-60');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: /світло-сірий/ })).toHaveFocus();
    expect(onChoose).toHaveBeenLastCalledWith('socks-21');
    await user.keyboard('{ArrowLeft}');
    expect(onChoose).toHaveBeenLastCalledWith('socks-7650');
    await user.keyboard('{Home}');
    expect(onChoose).toHaveBeenLastCalledWith('socks-21');
    await user.keyboard('{End}');
    expect(onChoose).toHaveBeenLastCalledWith('socks-7650');
    await user.keyboard('{ArrowUp}');
    expect(onChoose).toHaveBeenLastCalledWith('socks-60');
    await user.tab();
    expect(screen.queryByRole('radio', { name: /чорний/ })).not.toHaveFocus();
  });

  it('chooses by click', async () => {
    const { user, onChoose } = renderSwatches();
    await user.click(screen.getByRole('radio', { name: /весна/ }));
    expect(onChoose).toHaveBeenCalledWith('socks-7650');
  });
});

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

describe('YarnColourSection', () => {
  it("goes to the chosen colour's own URL in the line's page group, and says how much one lot holds", async () => {
    const good = makeYarnColourGood();
    const { user } = renderWithProviders(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <YarnColourSection good={good} line={line} chosenId="socks-21" />
              <Where />
            </>
          }
        />
      </Routes>,
      { route: '/outercategory/yarn/socks/Alize/socks-21' },
    );
    expect(screen.getByText('З однієї партії фарбування: до 8 мотків')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Колір: світло-сірий (21)' })).toBeInTheDocument();
    // The first colour's own entry joins the group, so Back to it keeps the place too.
    expect(await screen.findByLabelText('where')).toHaveTextContent('/outercategory/yarn/socks/Alize/socks-21 {"pageGroup":"yarnLine:alize-socks"}');
    await user.click(screen.getByRole('radio', { name: /червоний/ }));
    expect(screen.getByLabelText('where')).toHaveTextContent('/outercategory/yarn/socks/Alize/socks-56 {"pageGroup":"yarnLine:alize-socks"}');
  });

  it('leaves the dye-lot line out for a colour without lots', () => {
    const good = makeYarnColourGood({ yarnColour: { ...makeYarnColourGood().yarnColour!, lots: [] } });
    renderWithProviders(<YarnColourSection good={good} line={line} chosenId="socks-21" />);
    expect(screen.queryByText(/партії фарбування/)).not.toBeInTheDocument();
  });
});
