-- Materialize Munitions: [Class Bonus] costs 1 less. Materialize a Bullet card from your
-- material deck (its memory cost paid).
return {
	statics = {
		{
			reduce = 1,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	resolve = function(ctx)
		local card = ctx:choose({
			prompt = "a Bullet card to materialize from your material deck",
			objects = ctx:look({ zone = "material_deck", controller = "you", subtype = "bullet" }),
			min = 1,
			max = 1,
		})[1]
		if card ~= nil then
			ctx:materialize(card)
		end
	end,
}
