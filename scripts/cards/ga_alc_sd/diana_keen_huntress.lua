-- Diana, Keen Huntress: Lineage Release — materialize a Gun card from your material deck
-- (its costs paid). The release is data: an ability usable from the inner lineage whose
-- cost banishes her from it.
return {
	activated = {
		lineage_release = {
			resolve = function(ctx)
				local gun = ctx:choose({
					prompt = "a Gun card to materialize from your material deck",
					objects = ctx:look({ zone = "material_deck", controller = "you", subtype = "gun" }),
					min = 1,
					max = 1,
				})[1]
				if gun ~= nil then
					ctx:materialize(gun)
				end
			end,
		},
	},
}
