-- Twilight Slime: Pride 3 (printed). [Class Bonus] Your champion and other Slime objects you
-- control have spellshroud.
return {
	statics = {
		{
			grant = "spellshroud",
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			applies_to = function(ctx, obj)
				if obj:controller() ~= ctx.controller or obj.id == ctx.this.id then
					return false
				end
				return obj:has_type("champion") or obj:has_subtype("slime")
			end,
		},
	},
}
