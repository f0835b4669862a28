/** @jest-environment ./test/support/jsdom-environment.cjs */
import { within, waitFor } from '@testing-library/dom';
import { mainHistoryLengths, mainHistoryLoad } from '@/src/contracts/history/main';
import { fileSaver } from '@/src/ui/save-file';
import { overlays } from '@/test/support/dom';
import { expectOk } from '@/test/support/reference-api';
import { person, typeInto, type Person } from '@/test/support/user';
import { ANSWERS, leaveResultPage, resultSite, stubWindows } from './thermal-result-support';

/** 'Mon projet' on a thermal result: lengths typed, H and the weighted ψ, saved, exported. */

let user: Person;
beforeEach(() => {
  user = person();
  stubWindows();
});
afterEach(leaveResultPage);

describe("'Mon projet'", () => {
  it('computes H as lengths are typed, refuses a bad length, saves the lengths and exports them', async () => {
    const save = jest.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    const site = await resultSite();
    const { history } = await site.create('rup', ANSWERS.determined);
    const psi = history.psiValue!;
    const page = await site.open(history.id);
    const section = await page.findByRole('region', { name: 'Mon projet' });
    await user.click(within(section).getByRole('button', { name: 'Saisir les longueurs' }));

    const about = await within(section).findByLabelText('About (appui du plancher sur le mur)');
    // Opened by its button, the section hands the focus to its first length, ready to type.
    await waitFor(() => expect(about.getRootNode()).toHaveProperty('activeElement', about));
    await typeInto(user, about, '12,5');
    await typeInto(user, within(section).getByLabelText('Rive (bord du plancher le long du mur)'), '7.3');
    // By hand, from the result's own ψ: 12,5 × ψ about + 7,3 × ψ rive.
    const h = 12.5 * psi.psiAbout! + 7.3 * psi.psiRive!;
    const french = (value: number, decimals: number) => value.toFixed(decimals).replace('.', ',');
    await waitFor(() => expect(within(section).getByText(`${french(h, 2)} W/K`)).toBeInTheDocument());
    expect(within(section).getByText(`${french(h / 19.8, 3)} W/(m·K)`)).toBeInTheDocument();
    expect(within(section).getByText(/ψ pondéré de .* le garde-fou de la RE2020/)).toBeInTheDocument();

    const other = within(section).getByLabelText('Autre longueur (sans distinction)');
    await typeInto(user, other, '1,234');
    await user.click(document.body);
    await waitFor(() => expect(other).toHaveAccessibleDescription(/Saisissez une longueur en mètres/));
    await typeInto(user, other, '');

    await user.click(within(section).getByRole('button', { name: 'Enregistrer les longueurs' }));
    expect(await (await overlays()).findByText('Longueurs du projet enregistrées')).toBeInTheDocument();
    const loaded = expectOk(await site.api.call(mainHistoryLoad, { token: site.token, body: { id: history.id } }));
    expect(loaded.datas.history.lengths).toEqual({ about: 12.5, rive: 7.3, other: null });

    await user.click(within(section).getByRole('button', { name: 'Exporter (CSV)' }));
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toMatch(/^projet-thermique-.+\.csv$/);
    const lines = (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[3]).toContain(`Total de la liaison;19,80;ψ pondéré;${french(h / 19.8, 3)};${french(h, 2)};`);
  });

  it('opens with the saved lengths and their H', async () => {
    const site = await resultSite();
    const { history } = await site.create('rup', ANSWERS.determined);
    expectOk(
      await site.api.call(mainHistoryLengths, {
        token: site.token,
        body: { id: history.id, lengths: { about: null, rive: null, other: 10 } },
      }),
    );
    const page = await site.open(history.id);
    const section = await page.findByRole('region', { name: 'Mon projet' });
    expect(await within(section).findByLabelText('Autre longueur (sans distinction)')).toHaveValue('10');
    const h = 10 * history.psiValue!.psiMoyen!;
    expect(within(section).getByText(`${h.toFixed(2).replace('.', ',')} W/K`)).toBeInTheDocument();
  });
});
