-- Nature's Insight: [Class Bonus] costs 2 less. Reveal a card from your memory and put it
-- into your material deck preserved; X is its reserve cost. Then reveal the top X cards of
-- your deck and put them there preserved too: moves that give the status
-- (GA-MOVE-STATUS). A card without a reserve cost has X = 0.
return {
	statics = {
		{
			reduce = 2,
			from = { "stack" },
			self_only = true,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
		},
	},
	resolve = function(ctx)
		local memory = ctx:look({ zone = "memory", controller = "you" })
		local card =
			ctx:choose({ prompt = "the memory card to preserve", objects = memory, min = 1, max = 1 })[1]
		if card == nil then
			return
		end
		ctx:reveal({ card })
		local x = card:printed_cost() or 0
		ctx:move(card, "material_deck", { status = "preserved" })
		local top = ctx:top(x)
		if #top > 0 then
			ctx:reveal(top)
		end
		for _, c in ipairs(top) do
			ctx:move(c, "material_deck", { status = "preserved" })
		end
	end,
}
