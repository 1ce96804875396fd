-- Beseech the Winds: Materialize a card from your material deck. (You still pay for its
-- costs.) The materialization is the effect's instruction (ctx:materialize): whatever
-- the phase, its memory cost paid; the card waits on the stack and resolves after this.
return {
	resolve = function(ctx)
		local cards = ctx:look({ zone = "material_deck", controller = "you" })
		local card = ctx:choose({
			prompt = "a card to materialize from your material deck",
			objects = cards,
			min = 1,
			max = 1,
		})[1]
		if card ~= nil then
			ctx:materialize(card)
		end
	end,
}
