-- Loyal Packmate (GR 362): Taunt (data). Enemy creatures cannot be used to fight friendly
-- creatures unless the friendly creature has taunt: each enemy creature gains a "can_fight"
-- check that allows only creatures with taunt (every creature it could fight is friendly to
-- Loyal Packmate).
return {
	enemy_grants = {
		can_fight = function(_ctx, target)
			return target:has_keyword("taunt")
		end,
	},
}
